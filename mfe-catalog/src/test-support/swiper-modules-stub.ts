export const Pagination = {};
export const Navigation = {};
export const A11y = {};
