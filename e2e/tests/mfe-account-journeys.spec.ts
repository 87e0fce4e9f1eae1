// mfe-account journeys through the real api: register and log in with OTPs from the development
// outbox (api/README.md), a wrong OTP, an expired session, orders pagination with more than 5 orders,
// an address edit round trip, and a logout in one tab seen in another. Each runs at 1280px and 375px
// with a shopper of its own.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { callApi as call, latestOtp, newPhone, newShopper } from '../fixtures/shopper';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

interface StatusAnswer<T = string> {
  statusCode: number;
  body: T;
}

async function logInAs(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' });
const registerForm = (page: Page) => page.getByRole('form', { name: 'Register' });

for (const viewport of VIEWPORTS) {
  test.describe(`account at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('register, then log in with OTPs from the outbox, and land on the cart', async ({ page, request }) => {
      const phone = newPhone();
      await page.goto('/register-login');
      const register = registerForm(page);
      await register.getByLabel('Name').fill('Ritika Das');
      await register.getByLabel('Phone number').fill(phone);
      await expect(register.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
      await register.getByLabel('Email address').fill(`ritika.${phone}@example.in`);
      await register.getByRole('button', { name: 'Send OTP' }).click();
      await expect(register.getByText('OTP Sent Successfully')).toBeVisible();
      await register.getByLabel('OTP').fill(await latestOtp(request, phone));
      await register.getByRole('button', { name: 'Validate OTP & Register' }).click();
      await expect(register.getByText('Registration Successful, please login')).toBeVisible();
      await expect(register.getByLabel('Name')).toHaveValue('');

      const login = loginForm(page);
      await expect(login.getByLabel('OTP')).toBeDisabled();
      await login.getByLabel('Phone number').fill(phone.slice(0, 6));
      await expect(login.getByText('Phone number must be 10 digits')).toBeVisible();
      await expect(login.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
      await login.getByLabel('Phone number').fill(phone);
      await login.getByRole('button', { name: 'Send OTP' }).click();
      await expect(login.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
      await login.getByLabel('OTP').fill(await latestOtp(request, phone));
      await login.getByRole('button', { name: 'Login With OTP' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

      await page.goto('/register-login');
      await expect(page).toHaveURL(/\/my-account\/address$/);
      await page.goto('/my-account');
      await expect(page.getByText('Ritika Das')).toBeVisible();
    });

    test('a wrong OTP is refused with the tries left and nothing is stored', async ({ page, request }) => {
      const { phone } = await newShopper(request);
      await page.goto('/register-login');
      const login = loginForm(page);
      await login.getByLabel('Phone number').fill(phone);
      await login.getByRole('button', { name: 'Send OTP' }).click();
      await expect(login.getByText('OTP Sent Successfully')).toBeVisible();
      const right = await latestOtp(request, phone);
      const wrong = right === '000000' ? '111111' : '000000';
      await login.getByLabel('OTP').fill(wrong);
      await login.getByRole('button', { name: 'Login With OTP' }).click();
      await expect(login.getByRole('alert')).toContainText(/Invalid OTP, \d tries left/);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      await expect(page).toHaveURL(/\/register-login$/);
    });

    test('an expired or revoked session logs the shopper out with a clear message', async ({ page, request }) => {
      const { token } = await newShopper(request);
      await logInAs(page, token);
      await call(request, 'logout', { token });
      await page.goto('/my-account/orders');
      await expect(page).toHaveURL(/\/register-login$/);
      await expect(page.getByText('Session expired, please log in again')).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    });

    test('orders show 5 a page with Previous, Next and page numbers', async ({ page, request }) => {
      const { token, phone } = await newShopper(request, 'Orders Shopper');
      const placed = await placeOrders(request, token, phone, 7);
      await logInAs(page, token);
      await page.goto('/my-account/orders');
      const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(5);
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Page 1' }).click();
      await expect(rows).toHaveCount(5);
      const newest = placed[placed.length - 1]!;
      await page.getByRole('link', { name: `View order ${newest}` }).click();
      await expect(page).toHaveURL(new RegExp(`/my-account/order-details/${newest}$`));
      await expect(page.getByText(`Order #${newest} was placed on`)).toBeVisible();
      await expect(page.getByText('Payment failed').first()).toBeVisible();
    });

    test('an edited billing address is saved on the server and in storage', async ({ page, request }) => {
      const { token } = await newShopper(request, 'Address Shopper');
      await logInAs(page, token);
      await page.goto('/my-account/address');
      await page.getByRole('link', { name: 'Edit billing address' }).click();
      const form = page.getByRole('form', { name: 'Billing address' });
      await expect(form.getByLabel('Country / Region')).toHaveValue('India');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('First name is required.')).toBeVisible();
      const street = `${Date.now() % 1000} Rashbehari Avenue`;
      const values: Array<[string, string]> = [
        ['First name', 'Mitali'],
        ['Last name', 'Ghosh'],
        ['Landmark', 'Opposite Lake Mall'],
        ['Street address', street],
        ['Town / City', 'Kolkata'],
        ['State', 'West Bengal'],
        ['PIN code', '700029'],
        ['Phone', '9830098300'],
        ['Email address', 'mitali@example.in'],
      ];
      for (const [label, value] of values) await form.getByLabel(label, { exact: false }).first().fill(value);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address saved successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/my-account\/address$/);
      await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(street);
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('billing_address') ?? 'null'));
      expect(stored).toMatchObject({ street_address: street, country_region: 'India' });
      const onServer = await call<StatusAnswer<{ billing_address: Record<string, string> }>>(request, 'address-fetch', { token });
      expect(onServer.body.billing_address).toMatchObject({ street_address: street, pincode: '700029' });

      await page.getByRole('link', { name: 'Edit billing address' }).click();
      await page.getByRole('form', { name: 'Billing address' }).getByLabel('Town / City').fill('Howrah');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address Updated Successfully')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('Howrah');
    });

    test('a logout in one tab is seen in another', async ({ page, context, request }) => {
      const { token } = await newShopper(request, 'Two Tabs');
      await logInAs(page, token);
      await page.goto('/my-account');
      const other = await context.newPage();
      await other.goto('/my-account/orders');
      await expect(other.getByRole('navigation', { name: 'My account' })).toBeVisible();

      await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog', { name: 'You sure you want to logout?' });
      await dialog.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/register-login$/);
      await expect(other).toHaveURL(/\/register-login$/);
      for (const key of ['token', 'userFormData', 'billing_address', 'shipping_address']) {
        expect(await other.evaluate((name) => window.localStorage.getItem(name), key)).toBeNull();
      }
      const revoked = await request.post('/api/user-info', { data: { token } });
      expect(revoked.status()).toBe(401);
    });
  });
}

interface Product {
  Model: string;
  Name: string;
  Sale_price: number | null;
  Regular_price: number | null;
  Images: string;
}

/** Places `count` orders through the api and marks them failed, so the list shows them. */
async function placeOrders(request: APIRequestContext, token: string, phone: string, count: number): Promise<string[]> {
  const response = await request.post('/api/excel-data?field=Categories&value=audio');
  const priced = ((await response.json()) as Product[]).filter(
    (product) => Number(product.Sale_price || product.Regular_price) > 0,
  );
  const products: Product[] = [];
  for (const product of priced) {
    const stock = await call<{ body?: { ProductStock?: Array<{ Available_Qty: number }> } }>(request, 'stock-details', {
      sku: product.Model,
    });
    if (Number(stock.body?.ProductStock?.[0]?.Available_Qty ?? 0) > 10) products.push(product);
    if (products.length >= count) break;
  }
  expect(products.length).toBeGreaterThan(0);
  const billing = {
    first_name: 'Orders',
    last_name: 'Shopper',
    country_region: 'India',
    landmark: 'Near Gariahat',
    street_address: '5 Gariahat Road',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700019',
    phone,
    email: `orders.${phone}@example.in`,
  };
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const product = products[index % products.length]!;
    const cart = [
      {
        model: product.Model,
        name: product.Name,
        price: Number(product.Sale_price || product.Regular_price),
        url: '',
        quantity: 1,
      },
    ];
    const placed = await call<StatusAnswer<{ order_id: string }>>(request, 'check-out', {
      token,
      billing_address: billing,
      shipping_address: null,
      cart,
      order_notes: '',
      order_status: 'Order initiated',
      coupon: null,
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.body.order_id;
    await call(request, 'orderUpdateFunctionality', { order_status: 'payment failed', order_id: orderId, token });
    ids.push(orderId);
  }
  return ids;
}
