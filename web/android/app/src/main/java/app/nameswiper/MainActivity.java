package app.nameswiper;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
