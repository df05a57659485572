import type { Rule } from 'antd/es/form';

/**
 * An antd Form rule from a check that returns the message to show (exactly as the spec or the
 * server words it), or null when the value is fine.
 */
export function ruleFrom<T>(check: (value: T) => string | null): Rule {
  return {
    validator: (_rule, value: T) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
