import { ListingMessages as Msg, type Viewer } from '@pitstop/contracts';
import { decideRemoval } from './feedback-removal.js';

const person = (n: number, role: Viewer['role'] = 'user'): Viewer => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
  role,
});
const AUTHOR = person(1);
const STRANGER = person(2);
const ADMIN = person(3, 'admin');
const item = { authorId: AUTHOR.id };

describe('decideRemoval', () => {
  it('lets the author delete their own, with or without a reason', () => {
    expect(decideRemoval(AUTHOR, item, undefined)).toEqual({ kind: 'delete' });
    expect(decideRemoval(AUTHOR, item, 'changed my mind')).toEqual({ kind: 'delete' });
  });

  it('lets an admin delete their own as its author', () => {
    expect(decideRemoval(ADMIN, { authorId: ADMIN.id }, undefined)).toEqual({ kind: 'delete' });
  });

  it("refuses anyone else's", () => {
    expect(() => decideRemoval(STRANGER, item, 'spam')).toThrow(Msg.feedbackNotYours);
  });

  it("makes an admin's removal of another's a moderation with a trimmed reason", () => {
    expect(decideRemoval(ADMIN, item, '  Spam link ')).toEqual({
      kind: 'moderate',
      reason: 'Spam link',
    });
  });

  it('requires the admin to give a reason of at most 500 characters', () => {
    for (const reason of [undefined, null, '', '   '])
      expect(() => decideRemoval(ADMIN, item, reason)).toThrow(Msg.removalReasonRequired);
    expect(() => decideRemoval(ADMIN, item, 'x'.repeat(501))).toThrow(Msg.removalReasonTooLong);
    expect(() => decideRemoval(ADMIN, item, 42)).toThrow(Msg.removalReasonRequired);
  });
});
