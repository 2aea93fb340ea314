import { InvalidError } from "../shared/domainErrors";

/** A 400 whose message is the field's own, so a caller without a form reads what is wrong too. */
export function fieldError(field: string, message: string): InvalidError {
  return new InvalidError({ [field]: [message] }, message);
}
