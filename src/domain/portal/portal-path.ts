/** Where a course the person holds is taken: its subscription in the student portal (issue 32, ADR 093). */
export const portalCoursePath = (subscriptionId: number) =>
  `/wc/sabia-portal/sabia-course-portal?curso=${subscriptionId}`;
