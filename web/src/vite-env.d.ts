/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** REST base for builds served from elsewhere (native apps), e.g. https://example.org/api. */
  readonly VITE_API_BASE?: string;
  /** Realtime endpoint for such builds, e.g. wss://example.org/api/ws. */
  readonly VITE_REALTIME_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One part of a language's texts, cut from its JSON file at build (split-texts-plugin.ts). */
declare module 'virtual:texts/*' {
  type Texts = { [key: string]: string | Texts };
  const texts: Texts;
  export default texts;
}
