import { userEvent, type within } from 'storybook/test';
import { authMessages as m } from '../../src/features/auth/auth.messages';
import { text, textPattern } from '../../tests/support/messages';

/**
 * Fills the sign-in form and submits it, as a person would: the login stories and the live Login
 * story walk the same steps. The password field is found by its label's start, since its
 * show/hide button is named after it too.
 */
export async function signInWith(
  canvas: ReturnType<typeof within>,
  email: string,
  password: string,
) {
  await userEvent.type(canvas.getByRole('textbox', { name: text(m.email) }), email);
  await userEvent.type(
    canvas.getByLabelText(new RegExp(`^${textPattern(m.password).source}`), { selector: 'input' }),
    password,
  );
  await userEvent.click(canvas.getByRole('button', { name: text(m.loginSubmit) }));
}
