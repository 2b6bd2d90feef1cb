/** The product name is a proper noun and stays the same in every language. */
export const APP_NAME = 'Treneris';
