/**
 * The portal's styles, adopted by its shadow root (the page's stylesheet does not reach inside it; a constructed
 * sheet is not an inline <style>, so the page's style-src policy still holds). Only the shell's theme variables
 * (they inherit through the shadow boundary) and its spacing scale: every theme and tenant colour applies.
 */
export const coursePortalCss = `
:host { display: block; color: var(--color-text); font-family: var(--font-body); }
*, *::before, *::after { box-sizing: border-box; }
a { color: var(--color-link); }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
h2, h3, h4, p { margin: 0 0 var(--space-2); }
.portal-header { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-3); margin-bottom: var(--space-3); }
.portal-header h2 { flex: 1 1 100%; font-size: 1.5rem; }
.course-progress { display: flex; flex-direction: column; gap: var(--space-1); }
progress { accent-color: var(--color-primary-strong); inline-size: 12rem; max-inline-size: 100%; }
button.primary {
  font: inherit; cursor: pointer; border: 2px solid var(--color-primary-strong); border-radius: var(--radius);
  background: var(--color-primary-strong); color: var(--color-on-primary); padding: var(--space-2) var(--space-3);
}
.portal-body { display: grid; gap: var(--space-4); grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr); align-items: start; }
/* On a phone the open lesson comes before the (long) outline. */
@media (max-width: 48rem) { .portal-body { grid-template-columns: minmax(0, 1fr); } .portal-body > .lesson-panel { order: -1; } }
.outline, .lesson-panel, .notice {
  border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); padding: var(--space-3);
}
.outline-title { font-size: 1.125rem; }
.modules, .lessons { list-style: none; margin: 0; padding: 0; }
.module { margin-bottom: var(--space-3); }
.module h4 { font-size: 1rem; margin-bottom: var(--space-1); }
.release { color: var(--color-text-muted); font-size: 0.875rem; }
.release.locked { color: var(--color-text); font-weight: 600; }
.lesson {
  display: flex; flex-direction: column; align-items: flex-start; gap: 2px; inline-size: 100%; text-align: start;
  font: inherit; color: var(--color-text); background: transparent; border: 1px solid transparent;
  border-radius: var(--radius); padding: var(--space-2); margin: 0;
}
button.lesson { cursor: pointer; }
button.lesson:hover { border-color: var(--color-border); }
button.lesson[aria-current="true"] { border-color: var(--color-primary-strong); background: var(--color-surface-alt); }
.lesson.locked { color: var(--color-text-muted); }
.facts { font-size: 0.875rem; color: var(--color-text-muted); }
.lesson.locked .facts { color: var(--color-text-muted); }
.player { display: flex; flex-direction: column; gap: var(--space-2); margin-bottom: var(--space-3); }
video { inline-size: 100%; max-block-size: 70vh; background: var(--color-barcode-bar); border-radius: var(--radius); }
.speed { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); }
select { font: inherit; color: var(--color-text); background: var(--color-background); border: 1px solid var(--color-border); border-radius: var(--radius); padding: var(--space-1) var(--space-2); }
.text-lesson { margin-bottom: var(--space-3); line-height: 1.6; }
.lesson-state { font-weight: 600; }
.save-state { color: var(--color-text-muted); min-block-size: 1.5em; }
.exam { margin-top: var(--space-4); }
.questions { padding-inline-start: 0; list-style: none; display: grid; gap: var(--space-3); }
fieldset { border: 1px solid var(--color-border); border-radius: var(--radius); padding: var(--space-2) var(--space-3); margin: 0; }
legend { font-weight: 600; padding: 0 var(--space-1); }
.option { display: block; padding: var(--space-1) 0; cursor: pointer; }
.exam-result { font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-3); }
`;
