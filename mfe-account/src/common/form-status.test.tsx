import { LanguageContext, loadLanguage, type Language } from '@store/shared';
import { render, screen } from '@testing-library/react';
import { FormStatus } from './form-status';

function StatusIn({ language, text, detail }: { language: Language; text: string; detail?: string }) {
  return (
    <LanguageContext.Provider value={language}>
      <FormStatus status={{ tone: 'error', text, detail }} />
    </LanguageContext.Provider>
  );
}

beforeAll(() => Promise.all([loadLanguage('bn'), loadLanguage('hi')]));

test('the OTP refusals put together from the api words read whole in Bengali and Hindi, figures kept', async () => {
  render(<StatusIn language="bn" text="Invalid OTP, 4 tries left" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('OTP সঠিক নয়, আর 4 বার চেষ্টা করা যাবে');
  render(<StatusIn language="hi" text="Too many OTPs requested for this phone, please try again in 45 seconds" />);
  expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
    'इस फ़ोन के लिए बहुत बार OTP माँगा गया है। कृपया 45 सेकंड बाद फिर से कोशिश करें।',
  );
  render(<StatusIn language="bn" text="Too many attempts, please try again in 2 minutes." />);
  expect(screen.getAllByRole('alert')[2]).toHaveTextContent('অনেকবার চেষ্টা করা হয়েছে। 2 মিনিট পরে আবার চেষ্টা করুন।');
});

test('the same refusals stay word for word in English', async () => {
  render(<StatusIn language="en" text="An OTP was just sent, please try again in 1 seconds" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(/^An OTP was just sent, please try again in 1 seconds$/);
  render(<StatusIn language="en" text="Invalid OTP, 1 try left" />);
  expect(screen.getAllByRole('alert')[1]).toHaveTextContent(/^Invalid OTP, 1 try left$/);
});

test("a failed save says the form's words, then the api's reason, both in the page's language", async () => {
  render(
    <StatusIn language="hi" text="Failed to save address, please try again" detail="Please enter a valid 6-digit pincode" />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'पता सेव नहीं हो सका, कृपया फिर से कोशिश करें। कृपया सही 6 अंकों का पिनकोड डालें',
  );
});
