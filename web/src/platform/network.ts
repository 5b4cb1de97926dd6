type Listener = () => void;

/**
 * Whether the device has a network connection, as the browser or WebView reports it; subscribers hear of every
 * online and offline event. Shaped for `useStore`.
 */
export const onlineStatus = {
  get: (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine),
  subscribe(listener: Listener): () => void {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};
