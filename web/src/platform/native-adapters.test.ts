import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The native runtime is the outside world here: the platform check and the Capacitor plugins are mocked. */
const native = vi.hoisted(() => ({ on: false }));
vi.mock('./platform', () => ({
  isNativePlatform: () => native.on,
  currentPlatform: () => (native.on ? 'android' : 'web'),
}));

const plugins = vi.hoisted(() => ({
  preferences: new Map<string, string>(),
  clipboardWrite: vi.fn<(options: { string: string }) => Promise<void>>(),
  share: vi.fn<(options: { title: string; url: string }) => Promise<object>>(),
  speak: vi.fn<(options: { text: string; lang: string; rate: number }) => Promise<void>>(),
  stopSpeaking: vi.fn<() => Promise<void>>(),
  speechLanguages: vi.fn<() => Promise<{ languages: string[] }>>(),
  browserOpen: vi.fn<(options: { url: string }) => Promise<void>>(),
  browserClose: vi.fn<() => Promise<void>>(),
  appUrlOpen: undefined as ((event: { url: string }) => void) | undefined,
  removeListener: vi.fn(),
}));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: async ({ key }: { key: string }) => ({ value: plugins.preferences.get(key) ?? null }),
    set: async ({ key, value }: { key: string; value: string }) => void plugins.preferences.set(key, value),
  },
}));
vi.mock('@capacitor/clipboard', () => ({ Clipboard: { write: plugins.clipboardWrite } }));
vi.mock('@capacitor/share', () => ({ Share: { share: plugins.share } }));
vi.mock('@capacitor-community/text-to-speech', () => ({
  TextToSpeech: {
    speak: plugins.speak,
    stop: plugins.stopSpeaking,
    getSupportedLanguages: plugins.speechLanguages,
  },
}));
vi.mock('@capacitor/browser', () => ({
  Browser: { open: plugins.browserOpen, close: plugins.browserClose },
}));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: async (_event: 'appUrlOpen', listener: (event: { url: string }) => void) => {
      plugins.appUrlOpen = listener;
      return { remove: plugins.removeListener };
    },
  },
}));

const { copyText } = await import('./clipboard');
const { shareLink } = await import('./share');
const { canSpeak, speak } = await import('./speech');
const { appLinkPath, listenForAppLinks, openSignIn, signInUrlForPlatform } = await import('./app-links');
const { loadDeviceId } = await import('./device-id');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function stubNavigator(values: Partial<Record<'share' | 'clipboard', unknown>>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

beforeEach(() => {
  plugins.preferences.clear();
  plugins.appUrlOpen = undefined;
  plugins.clipboardWrite.mockResolvedValue(undefined);
  plugins.share.mockResolvedValue({});
  plugins.speak.mockResolvedValue(undefined);
  plugins.stopSpeaking.mockResolvedValue(undefined);
  plugins.speechLanguages.mockResolvedValue({ languages: ['nl-NL', 'it-IT', 'en-US'] });
  plugins.browserOpen.mockResolvedValue(undefined);
  plugins.browserClose.mockResolvedValue(undefined);
});

afterEach(() => {
  native.on = false;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  stubNavigator({ share: undefined, clipboard: undefined });
});

describe('device id (spec §3 local_uuid)', () => {
  it('native: created once in Capacitor Preferences, then read back', async () => {
    native.on = true;
    const first = await loadDeviceId();
    expect(first).toMatch(UUID);
    expect(plugins.preferences.get('local_uuid')).toBe(first);
    expect(await loadDeviceId()).toBe(first);
    expect(window.localStorage.getItem('local_uuid')).toBeNull();
  });

  it('browser fallback: kept in localStorage, an invalid value replaced', async () => {
    window.localStorage.setItem('local_uuid', 'not-a-uuid');
    const id = await loadDeviceId();
    expect(id).toMatch(UUID);
    expect(window.localStorage.getItem('local_uuid')).toBe(id);
    expect(plugins.preferences.size).toBe(0);
  });
});

describe('clipboard', () => {
  it('native: the Capacitor clipboard', async () => {
    native.on = true;
    expect(await copyText('https://x/name/Emma')).toBe(true);
    expect(plugins.clipboardWrite).toHaveBeenCalledWith({ string: 'https://x/name/Emma' });
  });

  it('native: a refusal resolves false', async () => {
    native.on = true;
    plugins.clipboardWrite.mockRejectedValue(new Error('denied'));
    expect(await copyText('x')).toBe(false);
  });

  it('browser fallback: navigator.clipboard, a refusal swallowed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } });
    expect(await copyText('Emma')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('Emma');
    writeText.mockRejectedValue(new Error('no permission'));
    expect(await copyText('Emma')).toBe(false);
    expect(plugins.clipboardWrite).not.toHaveBeenCalled();
  });
});

describe('share', () => {
  it('native: the share sheet, a dismissed sheet is a swallowed failure', async () => {
    native.on = true;
    expect(await shareLink('Emma', 'https://x/name/Emma')).toBe('shared');
    expect(plugins.share).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Emma', url: 'https://x/name/Emma' }),
    );
    plugins.share.mockRejectedValue(new Error('Share canceled'));
    expect(await shareLink('Emma', 'https://x/name/Emma')).toBe('failed');
  });

  it('browser: the Web Share API where it exists', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    expect(await shareLink('Emma', 'https://x/name/Emma')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Emma', url: 'https://x/name/Emma' });
  });

  it('browser fallback: the link is copied without Web Share, and a failed copy says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } });
    expect(await shareLink('Emma', 'https://x/name/Emma')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/name/Emma');
    writeText.mockRejectedValue(new Error('no'));
    expect(await shareLink('Emma', 'https://x/name/Emma')).toBe('failed');
    expect(plugins.share).not.toHaveBeenCalled();
  });
});

describe('speech (spec §1 Pronounce)', () => {
  it("native: the text-to-speech engine in the name's language where it has it, else the app language", async () => {
    native.on = true;
    expect(canSpeak()).toBe(true);
    speak('Francesco Jansen', ['it', 'ch'], 'nl');
    await flush();
    expect(plugins.stopSpeaking).toHaveBeenCalled();
    expect(plugins.speak).toHaveBeenCalledWith({ text: 'Francesco Jansen', lang: 'it-IT', rate: 0.9 });
    speak('Sofía', ['es'], 'nl');
    await flush();
    expect(plugins.speak).toHaveBeenLastCalledWith({ text: 'Sofía', lang: 'nl-NL', rate: 0.9 });
  });

  it('native: an engine failure is swallowed', async () => {
    native.on = true;
    plugins.speak.mockRejectedValue(new Error('no engine'));
    expect(() => speak('Emma', [], 'en')).not.toThrow();
    await flush();
  });

  it("browser: speechSynthesis in a voice of the name's language, and nothing at all where it is missing", () => {
    expect(canSpeak()).toBe(false);
    expect(() => speak('Emma', [], 'en')).not.toThrow();
    const synthesis = { cancel: vi.fn(), speak: vi.fn(), getVoices: () => [{ lang: 'fr-FR' }] };
    class Utterance {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('speechSynthesis', synthesis);
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    expect(canSpeak()).toBe(true);
    speak('Emma', [], 'en');
    expect(synthesis.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Emma', lang: 'en-GB' }));
    speak('Amélie', ['be', 'fr'], 'en');
    expect(synthesis.speak).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'Amélie', lang: 'fr-FR' }),
    );
    expect(plugins.speak).not.toHaveBeenCalled();
  });
});

describe('sign-in and app links', () => {
  const start = 'https://names.example/oauth2/authorization/github?deviceId=d-1';

  it('native: the sign-in opens in the system browser and asks to return through the app scheme', async () => {
    native.on = true;
    expect(signInUrlForPlatform(start)).toBe(`${start}&client=app`);
    await openSignIn(start);
    expect(plugins.browserOpen).toHaveBeenCalledWith({ url: `${start}&client=app` });
  });

  it('browser fallback: the page itself goes to the sign-in, unchanged', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/together', assign });
    await openSignIn('/oauth2/authorization/github?deviceId=d-1');
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/github?deviceId=d-1');
    expect(plugins.browserOpen).not.toHaveBeenCalled();
  });

  it('maps app-scheme URLs to in-app paths and ignores everything else', () => {
    expect(appLinkPath('nameswiper://login-success?token=abc.def')).toBe('/login-success?token=abc.def');
    expect(appLinkPath('nameswiper://login-success?error=login-failed')).toBe(
      '/login-success?error=login-failed',
    );
    expect(appLinkPath('nameswiper:///login-success?token=t')).toBe('/login-success?token=t');
    expect(appLinkPath('https://evil.example/login-success?token=t')).toBeUndefined();
    expect(appLinkPath('not a url')).toBeUndefined();
  });

  it('native: appUrlOpen routes the sign-in return inside the app and closes the system browser', async () => {
    native.on = true;
    const navigate = vi.fn();
    const stop = listenForAppLinks(navigate);
    await flush();
    plugins.appUrlOpen?.({ url: 'nameswiper://login-success?token=abc' });
    plugins.appUrlOpen?.({ url: 'https://elsewhere.example/' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login-success?token=abc');
    await vi.waitFor(() => expect(plugins.browserClose).toHaveBeenCalled());
    stop();
    await flush();
    expect(plugins.removeListener).toHaveBeenCalled();
  });

  it('browser: nothing to listen to', () => {
    const navigate = vi.fn();
    listenForAppLinks(navigate)();
    expect(plugins.appUrlOpen).toBeUndefined();
  });
});
