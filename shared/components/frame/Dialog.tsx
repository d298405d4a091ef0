/**
 * Modal dialog shell: role dialog with aria-modal, focus moved in on open and back to the opener
 * on close, Tab kept inside (also from an embedded frame), Escape / close button / backdrop close it. A div rather than
 * <dialog> keeps server and client markup identical and the behaviour under our control.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useFrameEnv } from "./env";
import { CloseIcon } from "./icons";

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function Dialog({ open, title, onClose, className, children }: Props) {
  const { t } = useFrameEnv();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    // Effects run before focus moves, so the active element is still whatever opened the dialog.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    panel?.focus();
    document.documentElement.classList.add("has-modal");

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onCloseRef.current();
      } else if (e.key === "Tab" && panel) {
        const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return e.preventDefault();
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (e.shiftKey && (active === first || active === panel)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && active === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.documentElement.classList.remove("has-modal");
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Keys pressed inside an embedded frame (the video) never reach this document, so Tab from the
  // frame would leave the dialog: a focusable guard on each side sends focus round to the other end.
  const wrapFocus = (last: boolean) => () => {
    const items = panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    items?.[last ? items.length - 1 : 0]?.focus();
  };

  if (!open) return null;
  return (
    <div className={`modal${className ? ` ${className}` : ""}`}>
      <div className="modal__backdrop" onClick={onClose} aria-hidden="true" />
      <span className="modal__guard" tabIndex={0} onFocus={wrapFocus(true)} />
      <div
        ref={panelRef}
        className="modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{t.close}</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
      <span className="modal__guard" tabIndex={0} onFocus={wrapFocus(false)} />
    </div>
  );
}
