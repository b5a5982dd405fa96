/** Resolves in a fresh macrotask: what follows runs as a task of its own, after the browser had its turn. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
