import { BadRequestError } from '@pitstop/common';
import {
  CONTACT_LIMITS as L,
  CONTACT_TOPICS,
  ContactMessages as Msg,
  controlCharactersMessage,
  hasControlCharacters,
  type ContactPayload,
  type ContactTopic,
} from '@pitstop/contracts';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A Contact Us message as sent, trimmed and checked; BadRequest with the form's message. */
export function contactInput(payload: Partial<ContactPayload> | undefined): ContactPayload {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(payload?.name);
  const email = text(payload?.email).toLowerCase();
  const message = text(payload?.message);
  if (!name || hasControlCharacters(name)) throw new BadRequestError(Msg.nameRequired);
  if (name.length > L.nameMax) throw new BadRequestError(Msg.nameTooLong);
  if (email.length > L.emailMax || !EMAIL.test(email)) throw new BadRequestError(Msg.emailInvalid);
  if (!CONTACT_TOPICS.includes(payload?.topic as ContactTopic))
    throw new BadRequestError(Msg.topicInvalid);
  if (hasControlCharacters(message) || hasControlCharacters(email))
    throw new BadRequestError(controlCharactersMessage('Your message'));
  if (message.length < L.messageMin) throw new BadRequestError(Msg.messageTooShort);
  if (message.length > L.messageMax) throw new BadRequestError(Msg.messageTooLong);
  const userId = typeof payload?.userId === 'string' ? payload.userId : null;
  return { name, email, topic: payload!.topic!, message, userId };
}
