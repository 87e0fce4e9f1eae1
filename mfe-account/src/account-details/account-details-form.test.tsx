import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore, userFormDataStore } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { renderAccount } from '../test-support/render-account';

function setup() {
  tokenStore.getState().set('tok-1');
  const api = fakeApi({ 'user-info': answer(200, {}) });
  const user = userEvent.setup();
  renderAccount('/my-account/account-details');
  return { api, user };
}

test('all four fields are required', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getAllByText('This field is required.')).toHaveLength(4);
  expect(window.localStorage.getItem('userFormData')).toBeNull();
});

test('a malformed e-mail is refused', async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText(/^First name/), 'Asha');
  await user.type(screen.getByLabelText(/^Last name/), 'Roy');
  await user.type(screen.getByLabelText(/^Display name/), 'Asha');
  await user.type(screen.getByLabelText(/^Email address/), 'asha@@example');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(window.localStorage.getItem('userFormData')).toBeNull();
});

test('saved details are kept in userFormData only and fill the form next time', async () => {
  const { api, user } = setup();
  await user.type(screen.getByLabelText(/^First name/), ' Asha ');
  await user.type(screen.getByLabelText(/^Last name/), 'Roy');
  await user.type(screen.getByLabelText(/^Display name/), 'Asha R');
  await user.type(screen.getByLabelText(/^Email address/), 'asha@example.in');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByRole('status')).toHaveTextContent('Account details changed successfully.');
  expect(JSON.parse(window.localStorage.getItem('userFormData')!)).toEqual({
    firstName: 'Asha',
    lastName: 'Roy',
    displayedName: 'Asha R',
    email: 'asha@example.in',
  });
  expect(api.sent.map((call) => call.call)).toEqual([]);
});

test('the form starts from what was saved', () => {
  userFormDataStore.getState().set({ firstName: 'Asha', lastName: 'Roy', displayedName: 'AR', email: 'a@b.in' });
  setup();
  expect(screen.getByLabelText(/^Display name/)).toHaveValue('AR');
});
