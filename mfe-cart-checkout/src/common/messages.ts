/** What the shopper sees when the server gave no words of its own, or could not be reached. */
export const GENERIC_ERROR = 'An error occurred. Please try again later.';

/** Its key in this section's catalogues. */
export const GENERIC_ERROR_KEY = 'error.generic';
