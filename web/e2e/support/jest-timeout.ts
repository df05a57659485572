import { jest } from '@jest/globals';

// Browser tests drive whole journeys (several sign-ins, an upload, a payment): on a loaded
// two-core CI machine one runs past the 30 s the other projects give a test.
jest.setTimeout(90_000);
