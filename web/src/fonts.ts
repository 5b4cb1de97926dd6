/** Self-hosted fonts (spec §9): the six name fonts, Nunito also for the interface. */
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/600.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import '@fontsource/poppins/600.css';
import '@fontsource/pacifico/400.css';
import '@fontsource/indie-flower/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/merriweather/700.css';
