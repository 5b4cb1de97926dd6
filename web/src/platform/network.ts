import { createStore } from '../stores/create-store';

/** Whether the device has a network connection, as the browser or WebView reports it (online/offline events). */
function createOnlineStore() {
  const store = createStore<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => store.set(true));
    window.addEventListener('offline', () => store.set(false));
  }
  return { get: store.get, subscribe: store.subscribe };
}

export const onlineStatus = createOnlineStore();
