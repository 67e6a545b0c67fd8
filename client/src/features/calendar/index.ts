// What other features and pages use of calendars (issue 17): the lesson's .ics button and the private feed's address.
export { AddToCalendarButton } from "./components/add-to-calendar-button";
export { useCalendarFeed, type CalendarFeed } from "./api/get-feed-url";
export { useResetCalendarFeed } from "./api/reset-feed-url";
