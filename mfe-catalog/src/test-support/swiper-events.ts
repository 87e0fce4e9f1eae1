// Swiper's event hub as far as the store's own Swiper modules use it: `on` to listen, `emit` for the
// test (or the swiper/react stand-in) to say what Swiper would.
export function swiperEvents() {
  const handlers = new Map<string, Array<() => void>>();
  return {
    on: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    emit: (event: string) => handlers.get(event)?.forEach((handler) => handler()),
  };
}
