/**
 * A load started once and shared by every later call; a failure is forgotten, so the next call
 * starts it again (offline a moment, a deploy meanwhile: the browser fetches a failed module again).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
