/**
 * GET requests the entry script starts before the app's code has arrived, so that their answers travel alongside
 * it. The API client takes such an answer instead of asking again, once; a request nobody takes is simply dropped.
 */
const started = new Map<string, Promise<Response>>();

export function startEarlyRequest(url: string): void {
  const response = fetch(url, { headers: { accept: 'application/json' } });
  // Failures surface where the answer is taken, as a fetch of its own would fail there.
  response.catch(() => undefined);
  started.set(url, response);
}

export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
