// Swiper options both home sliders share to keep their set-up short. Their size follows the window
// only (CSS lays them out), so a window resize listener does instead of a ResizeObserver, whose first
// report after init, as the tiles take their slide widths, costs a second full slide layout.
export const LIGHT_SET_UP = { resizeObserver: false } as const;
