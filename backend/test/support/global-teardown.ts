export default async function globalTeardown(): Promise<void> {
  await globalThis.__BB_TEMPLATE_DROP__?.();
  await globalThis.__BB_EMBEDDED_STOP__?.();
}
