// What other features and pages use of messages (a feature reaches another only through its index.ts).
export { MessagesView } from "./components/messages-view";
export { MessagesLink, LiveMessages } from "./components/messages-link";
export { MessageTeacherButton, MessageFamilyButton } from "./components/message-button";
export { AdminReports, type RenderSuspend } from "./components/admin-reports";
