import { languagePath, splitLanguagePath } from './languages';

test('a path names its language by its prefix, English by none', () => {
  expect(splitLanguagePath('/bn/cart')).toEqual({ language: 'bn', path: '/cart' });
  expect(splitLanguagePath('/hi')).toEqual({ language: 'hi', path: '/' });
  expect(splitLanguagePath('/bn/')).toEqual({ language: 'bn', path: '/' });
  expect(splitLanguagePath('/cart')).toEqual({ language: 'en', path: '/cart' });
  // A product whose name starts with the letters is not a language.
  expect(splitLanguagePath('/bnx/cart')).toEqual({ language: 'en', path: '/bnx/cart' });
});

test('a path in a language carries its prefix', () => {
  expect(languagePath('bn', '/cart')).toBe('/bn/cart');
  expect(languagePath('en', '/cart')).toBe('/cart');
  expect(languagePath('hi', '/')).toBe('/hi/');
});
