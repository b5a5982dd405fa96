import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError, type FieldError } from './domain-error';
import { MESSAGE_OBJECT_EXPECTED } from './common-messages';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  const result: FieldError[] = [];
  for (const error of errors) {
    const field = prefix === '' ? error.property : `${prefix}.${error.property}`;
    const constraints = error.constraints ?? {};
    if (prefix === '' && constraints.isObject !== undefined && error.children?.length === 0) {
      // Nest's own check that a body (or query) is an object at all; its text is English.
      result.push({ field, message: MESSAGE_OBJECT_EXPECTED });
    } else if (constraints.whitelistValidation !== undefined) {
      result.push({ field, message: `Unbekanntes Feld: ${field}` });
    } else {
      // class-validator lists constraints bottom-up; the decorator written first reads first.
      const messages = Object.values(constraints).reverse();
      if (messages.length > 0) result.push({ field, message: messages[0] });
    }
    if (error.children !== undefined && error.children.length > 0) {
      result.push(...flatten(error.children, field));
    }
  }
  return result;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Not stopAtFirstError: with it class-validator runs a property's decorators bottom-up and
    // keeps only the first failure, so a missing name would read 'Firmenname zu lang'. Without
    // it every failure is collected and flatten() picks the decorator written first.
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => DomainError.invalidFields(flatten(errors)),
  });
}
