import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * Validates every body and query against its DTO: unknown fields are refused, values are
 * converted to their declared types, and the answer is one readable sentence per problem.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors: ValidationError[]) =>
      // one sentence per distinct problem: three missing fitment ids are one message
      new BadRequestException({ message: [...new Set(flatten(errors))].join('; ') }),
  });
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      text.startsWith('property ') ? `${path} is not allowed` : text,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
