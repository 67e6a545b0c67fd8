/** The admin screens' fallback toast text when an error carries no message of its own. */
export const GENERIC_ERROR = "Something went wrong. Please try again.";
