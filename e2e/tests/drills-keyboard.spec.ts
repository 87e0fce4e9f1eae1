// Drills: the store by keyboard alone. The header's category menu, the search suggestions,
// the login dialog and the product tabs are each reached with Tab, used with the keys a shopper
// expects, and show where the focus is.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { productsOf, productRoute } from '../fixtures/shopper';

/** Presses Tab from the top of the page until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached in ${maxPresses} presses of Tab`).toBeFocused();
}

/**
 * The focused element shows where the focus is: it matches :focus-visible and an outline or a box
 * shadow appears on it or on its box (e.g. a search field ringed through :focus-within) that is not
 * there once the focus leaves.
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const seen = await target.evaluate((element) => {
    const chain = [element, element.parentElement, element.parentElement?.parentElement].filter(
      (node): node is HTMLElement => node instanceof HTMLElement,
    );
    const rings = () =>
      chain.map((node) => {
        const style = getComputedStyle(node);
        const outline =
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
            ? `${style.outlineWidth} ${style.outlineColor}`
            : 'none';
        return `${outline} | ${style.boxShadow}`;
      });
    const focusVisible = element.matches(':focus-visible');
    const focused = rings();
    (element as HTMLElement).blur();
    const unfocused = rings();
    (element as HTMLElement).focus();
    return {
      focusVisible,
      ringAppears: focused.some((ring, index) => ring !== unfocused[index]),
      refocused: document.activeElement === element,
    };
  });
  expect(seen).toEqual({ focusVisible: true, ringAppears: true, refocused: true });
}

test('the header category menu opens, is walked and followed by keyboard, and Escape closes it', async ({ page }) => {
  await page.goto('/about-us');
  const button = page.getByRole('banner').getByRole('button', { name: 'All Categories' });
  await tabTo(page, button);
  await expectVisibleFocus(button);

  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  const menu = page.getByRole('list', { name: 'All categories' });
  await expect(menu).toBeVisible();
  const first = menu.getByRole('link').first();
  const second = menu.getByRole('link').nth(1);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(first);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(second);
  const category = (await second.textContent()) ?? '';
  await page.keyboard.press('Enter');
  // The menu shows names in title case and routes to the spec's value: the same words, any case.
  await expect(page).toHaveURL(new RegExp(`/category/${encodeURIComponent(category).replace(/[()]/g, '\\$&')}$`, 'i'));
  await expect(menu).toBeHidden();
});

test('search suggestions are typed, walked with ArrowDown and opened with Enter', async ({ page, request }) => {
  const [product] = await productsOf(request, 'audio');
  const term = product?.Name.split(/\s+/).find((word) => /^[A-Za-z]{4,}$/.test(word));
  if (!term) throw new Error('the seed needs an audio product with a plain word in its name');
  await page.goto('/about-us');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await tabTo(page, search);
  await expectVisibleFocus(search);

  await page.keyboard.type(term);
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const chosen = list.getByRole('option').first();
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? 'missing');
  const name = ((await chosen.textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('main').getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the login dialog opens by keyboard, holds the focus, and Escape closes it and returns the focus', async ({ page }) => {
  await page.goto('/about-us');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Login or register' });
  await tabTo(page, opener);
  await expectVisibleFocus(opener);

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login or register' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Login' })).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // Tab stays inside the open dialog.
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // WAI-ARIA dialog pattern: closing returns the focus to the control that opened the dialog.
  await expect(opener, 'the focus goes back to "Login or register" when the dialog closes').toBeFocused();
  await expectVisibleFocus(opener);
});

test('the product tabs are reached with Tab and switched with the arrow keys', async ({ page, request }) => {
  const [product] = await productsOf(request, 'audio');
  if (!product) throw new Error('the seed needs an audio product');
  await page.goto(productRoute(product));
  const tabs = page.getByRole('tablist', { name: 'Product information' });
  const selected = tabs.getByRole('tab', { selected: true });
  await expect(selected).toBeVisible();
  const names = (await tabs.getByRole('tab').allTextContents()).map((text) => text.trim());
  expect(names.slice(-2)).toEqual(['Specification', 'Review']);

  await tabTo(page, selected);
  await expectVisibleFocus(selected);
  await page.keyboard.press('End');
  const review = tabs.getByRole('tab', { name: 'Review' });
  await expect(review).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(review);
  await expect(page.getByRole('tabpanel', { name: 'Review' }).getByRole('heading', { name: 'Write a review' })).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  const specification = tabs.getByRole('tab', { name: 'Specification' });
  await expect(specification).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(specification);
  await expect(page.getByRole('tabpanel', { name: 'Specification' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(review).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  const firstTab = tabs.getByRole('tab').first();
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(firstTab);
});
