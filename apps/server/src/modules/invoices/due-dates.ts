/** The UTC day of `at` ('YYYY-MM-DD'): the calendar invoice due dates are read in. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** An invoice is past due from the day after its due date (UTC), as the overdue sweep reads it. */
export const isPastDue = (dueDate: string, at: Date) => dueDate < utcDay(at);
