import { LanguageContext, loadLanguage, type Language } from '@store/runtime';
import { render, screen } from '@testing-library/react';
import { useServerText } from './server-text';

function Shown({ text, language }: { text: string; language: Language }) {
  function Text() {
    return <p>{useServerText()(text)}</p>;
  }
  return (
    <LanguageContext.Provider value={language}>
      <Text />
    </LanguageContext.Provider>
  );
}

beforeAll(() => Promise.all([loadLanguage('bn'), loadLanguage('hi')]));

test("a known api text shows in the page's language, and stays word for word in English", () => {
  render(<Shown text="Please enter a valid coupon code." language="bn" />);
  expect(screen.getByText('অনুগ্রহ করে একটি সঠিক কুপন কোড লিখুন।')).toBeInTheDocument();
  render(<Shown text="Please enter a valid coupon code." language="en" />);
  expect(screen.getByText('Please enter a valid coupon code.')).toBeInTheDocument();
});

test('a stock answer keeps the product name the api wrote', () => {
  render(<Shown text="Not enough Fan X1 in stock for this order" language="hi" />);
  expect(screen.getByText('इस ऑर्डर के लिए स्टॉक में पर्याप्त Fan X1 नहीं है')).toBeInTheDocument();
});

test('an unknown api text shows as it came', () => {
  render(<Shown text="Something new from the api" language="hi" />);
  expect(screen.getByText('Something new from the api')).toBeInTheDocument();
});
