import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_BODY_DEPTH,
  MalformedInputMessages,
  findMalformed,
  refuseMalformedInput,
} from './malformed-input.middleware.js';

const nested = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('findMalformed', () => {
  it('passes ordinary bodies, unicode included', () => {
    expect(
      findMalformed(
        {
          title: 'Zoë’s shift knob 🚗',
          tags: ['golf', 'gti'],
          vehicleFitment: { makeId: 'x', trimIds: ['a'] },
          rating: 5,
          liked: null,
        },
        'Request body',
      ),
    ).toBeUndefined();
    expect(findMalformed(undefined, 'Request body')).toBeUndefined();
    expect(findMalformed({}, 'Query string')).toBeUndefined();
  });

  it(`passes ${MAX_BODY_DEPTH} levels and refuses one more`, () => {
    expect(findMalformed(nested(MAX_BODY_DEPTH), 'Request body')).toBeUndefined();
    expect(findMalformed(nested(MAX_BODY_DEPTH + 1), 'Request body')).toBe(
      MalformedInputMessages.tooDeep,
    );
  });

  it('refuses a body nested a hundred thousand levels without overflowing the stack', () => {
    expect(
      findMalformed(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)), 'Request body'),
    ).toBe(MalformedInputMessages.tooDeep);
  });

  it('names the field holding a lone surrogate as the validation pipe would', () => {
    expect(findMalformed({ email: 'a\ud800@b.test' }, 'Request body')).toBe(
      'email contains characters that are not allowed',
    );
    expect(findMalformed({ vehicleFitment: { trimIds: ['ok', '\udc00'] } }, 'Request body')).toBe(
      'vehicleFitment.trimIds.1 contains characters that are not allowed',
    );
    expect(findMalformed({ q: ['fine', 'x\udbff'] }, 'Query string')).toBe(
      'q.1 contains characters that are not allowed',
    );
  });

  it('does not repeat a malformed key, naming where it sits instead', () => {
    expect(findMalformed({ '\ud800': 1 }, 'Request body')).toBe(
      'Request body contains characters that are not allowed',
    );
    expect(findMalformed({ profile: { 'a\udfff': 1 } }, 'Request body')).toBe(
      'profile contains characters that are not allowed',
    );
  });
});

describe('refuseMalformedInput', () => {
  const run = (request: Partial<FastifyRequest>) => {
    const passed: unknown[] = [];
    refuseMalformedInput().call(
      {} as FastifyInstance,
      request as FastifyRequest,
      {} as FastifyReply,
      (err?: Error) => passed.push(err),
    );
    expect(passed).toHaveLength(1);
    return passed[0];
  };

  it('passes a well-formed request on', () => {
    expect(run({ body: { email: 'a@b.test' }, query: { q: 'golf' } })).toBeUndefined();
  });

  it('answers a malformed body or query with a 400 that says what is wrong', () => {
    const deep = run({ body: nested(5_000), query: {} });
    expect(deep).toBeInstanceOf(BadRequestException);
    expect((deep as BadRequestException).message).toBe('Request body is nested too deeply');
    const query = run({ body: undefined, query: { q: '\ud800' } });
    expect((query as BadRequestException).message).toBe(
      'q contains characters that are not allowed',
    );
  });
});
