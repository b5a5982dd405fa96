import { registerDecorator } from 'class-validator';
import { MESSAGE_INVALID_INPUT } from './common-messages';

export type Check = readonly [test: (value: unknown) => boolean, message: string];

/**
 * Runs the checks in the order written and reports the first that fails, as one constraint.
 * The message therefore does not depend on the order in which class-validator happens to run
 * several decorators (which differs with and without stopAtFirstError).
 */
export function OrderedChecks(...checks: readonly Check[]): PropertyDecorator {
  const firstFailure = (value: unknown): string | undefined => checks.find(([test]) => !test(value))?.[1];
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'orderedChecks',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => firstFailure(value) === undefined,
        defaultMessage: (args) => firstFailure(args?.value) ?? MESSAGE_INVALID_INPUT,
      },
    });
  };
}

export const isText = (value: unknown): value is string => typeof value === 'string';
export const isFilledText = (value: unknown): boolean => isText(value) && value.length > 0;
export const hasMaxLength =
  (max: number) =>
  (value: unknown): boolean =>
    isText(value) && value.length <= max;
