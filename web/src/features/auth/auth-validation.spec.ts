import {
  checkEmail,
  checkFirstName,
  checkLastName,
  checkNewPassword,
  checkSignInPassword,
} from './auth-validation';

describe('sign-in and sign-up checks', () => {
  it('accepts a valid email, with blanks around it', () => {
    expect(checkEmail('sam@example.com')).toBeNull();
    expect(checkEmail('  sam@example.co.uk ')).toBeNull();
  });

  it.each(['', undefined, 'sam', 'sam@', 'sam@example', '@example.com', 'sa m@example.com'])(
    "rejects %p with 'Please enter a valid email address'",
    (value) => {
      expect(checkEmail(value)).toBe('Please enter a valid email address');
    },
  );

  it("signs in with any non-empty password, else 'Password is required'", () => {
    expect(checkSignInPassword('x')).toBeNull();
    expect(checkSignInPassword('')).toBe('Password is required');
    expect(checkSignInPassword(undefined)).toBe('Password is required');
  });

  it("signs up with 6 characters or more, else 'Password must be at least 6 characters'", () => {
    expect(checkNewPassword('123456')).toBeNull();
    expect(checkNewPassword('12345')).toBe('Password must be at least 6 characters');
    expect(checkNewPassword(undefined)).toBe('Password must be at least 6 characters');
  });

  it('needs a first and a last name that are not just blanks', () => {
    expect(checkFirstName('Sam')).toBeNull();
    expect(checkFirstName('  ')).toBe('First name is required');
    expect(checkLastName('Rossi')).toBeNull();
    expect(checkLastName(undefined)).toBe('Last name is required');
  });
});
