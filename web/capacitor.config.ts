import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android and iOS apps (spec §1 Platforms): the built web app (`dist`) in a native WebView. Native HTTP and
 * cookies go through the platform's stack (no browser CORS in the WebView); the app scheme `nameswiper` brings
 * the sign-in back from the system browser (`nameswiper://login-success?token=…`).
 */
const config: CapacitorConfig = {
  appId: 'app.nameswiper',
  appName: 'Name Swiper',
  webDir: 'dist',
  plugins: {
    CapacitorHttp: { enabled: true },
    CapacitorCookies: { enabled: true },
    AdMob: { initializeForTesting: true },
  },
};

export default config;
