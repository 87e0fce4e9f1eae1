import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AboutPage } from './about-page';
import { PaymentReturnPage } from './payment-return-page';
import { PrivacyPage } from './privacy-page';
import { ShippingOptionsPage } from './shipping-options-page';
import { TermsPage } from './terms-page';

function show(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  // One line of text, so a rule can be found however the markup splits it.
  return (document.querySelector('article')?.textContent ?? '').replace(/\s+/g, ' ');
}

const cleanups: Array<() => void> = [];
function afterTestRemove(cleanup: () => void) {
  cleanups.push(cleanup);
}
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function metaDescription(): string {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
}

const pages: Array<[string, ComponentType]> = [
  ['About Us', AboutPage],
  ['Terms and Conditions', TermsPage],
  ['Privacy Policy', PrivacyPage],
  ['Payment & Return Policies', PaymentReturnPage],
  ['Shipping Options', ShippingOptionsPage],
];

describe.each(pages)('%s page', (title, Page) => {
  it('has one h1, a document title, a meta description and a heading for every section', () => {
    show(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toBe(`${title} | Bengal Electronics`);
    expect(metaDescription().length).toBeGreaterThan(60);
    for (const section of document.querySelectorAll('article > section')) {
      expect(section.querySelector('h2')?.textContent).toBeTruthy();
    }
  });
});

describe('About Us', () => {
  it('tells the history since 1987, mission, vision, achievements and the expansion', () => {
    const text = show(AboutPage);
    for (const heading of ['Our story', 'Our mission', 'Our vision', 'What we have achieved', 'Where we are growing']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(text).toMatch(/began in 1987/);
    expect(text).toMatch(/By 2020 we had about 50 showrooms/);
    expect(text).toMatch(/expanding across West Bengal, Jharkhand, Uttar Pradesh, Rajasthan and Haryana/);
    expect(metaDescription()).toMatch(/1987.*about 50 showrooms in 2020/);
  });
});

describe('Terms and Conditions', () => {
  it('states every rule of docs/screens.md §5 and §9 that concerns buying', () => {
    const text = show(TermsPage);
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/parent or guardian/);
    expect(text).toMatch(/only cards issued in India/);
    expect(text).toMatch(/16-digit card number and the 3-digit CVV/);
    expect(text).toMatch(/Cash on delivery is available in West Bengal for orders of up to ₹50,000\.00 per transaction/);
    expect(text).toMatch(/orders placed on this website are paid online/);
    expect(text).toMatch(/No changes can be made to an order .* after payment/);
    expect(text).toMatch(/cannot be cancelled after it has been shipped/);
    expect(text).toMatch(/incorrect price, we may cancel orders .* refund in full/);
    expect(text).toMatch(/reach you for 8 days/);
    expect(text).toMatch(/within 2 days.*deduction of 5%.*within 10-15 working days/);
    expect(text).toMatch(/minimum of 4 business days, and demonstration and installation.*minimum of 4 business days/);
    expect(text).toMatch(/warranty of their manufacturers.*authorised service providers in India/);
  });
});

describe('Privacy Policy', () => {
  it('covers every topic the spec lists', () => {
    const text = show(PrivacyPage);
    const topics = [
      'Personal data we collect',
      'How we use your profile data',
      'Cookies and browser storage',
      'Sharing your information',
      'Security',
      'Links to other sites',
      'Product confirmation on delivery',
      'Warranty',
      'Disclaimers',
      'After-sales service',
      'Limitation of liability',
      'Termination',
      'No resale',
    ];
    for (const topic of topics) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    expect(text).toMatch(/manufacturers' authorised service providers in India/);
    expect(text).toMatch(/18 years/);
  });

  it('lists its sections and jumps to one without leaving the page', async () => {
    // jsdom does not lay out pages, so it has no scrollIntoView of its own.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    afterTestRemove(() => delete (Element.prototype as Partial<Element>).scrollIntoView);
    show(PrivacyPage);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Cookies and browser storage' })[0]!);
    expect(contents).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.getElementById('cookies')).toHaveFocus();
  });
});

describe('Payment & Return Policies', () => {
  it('states the payment, cancellation and refund rules with their figures', () => {
    const text = show(PaymentReturnPage);
    expect(text).toMatch(/Only cards issued in India are accepted/);
    expect(text).toMatch(/16-digit card number and the 3-digit CVV/);
    expect(text).toMatch(
      /Cash on delivery is available for addresses in West Bengal, for orders of up to ₹50,000\.00 per transaction/,
    );
    // Checkout takes online payment only: the policy must not promise cash on delivery there.
    expect(text).toMatch(/Checkout does not offer cash on delivery/);
    expect(text).toMatch(/on orders placed by phone or at our showrooms, not through the website's checkout/);
    expect(text).not.toMatch(/or in cash on delivery/);
    expect(text).toMatch(/No changes can be made to an order after payment/);
    expect(text).toMatch(/incorrect price, we may cancel orders .* refund/);
    expect(text).toMatch(/request made within 2 days of payment/);
    expect(text).toMatch(/deduction of 5%/);
    expect(text).toMatch(/cannot be cancelled once they have been shipped/);
    expect(text).toMatch(/reach you for 8 days/);
    expect(text).toMatch(/within 10-15 working days/);
  });
});

describe('Shipping Options', () => {
  it('states where, when and at what cost orders are delivered', () => {
    const text = show(ShippingOptionsPage);
    expect(text).toMatch(/deliver only within West Bengal/);
    expect(text).toMatch(/Orders above ₹5,000\.00 are shipped free/);
    expect(text).toMatch(/flat shipping charge of ₹197\.00/);
    expect(text).toMatch(/Free delivery is also offered in selected cities of West Bengal/);
    expect(text).toMatch(/may change or discontinue it at any time/);
    expect(text).toMatch(/minimum of 4 business days from the confirmation/);
    expect(text).toMatch(/installation.*after a minimum of 4 business days/);
    expect(text).toMatch(/confirmed and paid, its shipment cannot be cancelled/);
    expect(text).toMatch(/reach you for 8 days/);
  });
});
