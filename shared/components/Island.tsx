/**
 * A part of the page the main tree does not hydrate (issue 22 points 2 and 3): the server renders
 * it in place; the browser keeps that HTML as sent (a form there still posts natively) and makes
 * the part a React root of its own once it is wanted (near-or-reached.ts), loading its module only
 * then. So its code is not in the page's first load and its hydration is not in the page's. A root
 * of its own rather than a Suspense boundary left dehydrated: React hydrates such a boundary before
 * any update of a context above it (the frame's change with every navigation), and an update that
 * could not wait would replace the server's HTML with the fallback.
 *
 * Only for parts that read no context (their props are all they use), with ids that do not come
 * from `useId` (the root of its own would count them differently from the server's tree).
 */
import { startTransition, useEffect, useRef, type ComponentProps, type ComponentType } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { loadPart, partComponent, type PartName } from "../pages/page-parts";

type PartProps<P extends PartName> = ComponentProps<ReturnType<typeof partComponent<P>>>;

/** The part's component, for props already typed by the caller (each part takes its own). */
const componentOf = (part: PartName) => partComponent(part) as ComponentType<object>;

interface Props<P extends PartName> {
  part: P;
  props: PartProps<P>;
  className: string;
  /** Resolves when the part should become live (it loads then). */
  wanted: (element: Element) => Promise<void>;
}

export function Island<P extends PartName>({ part, props, className, wanted }: Props<P>) {
  const element = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // The props the server's HTML was made with: a root started after they changed renders afresh.
  const sent = useRef(props);

  useEffect(() => {
    const container = element.current!;
    let left = false;
    // With no server HTML to keep (a client navigation's page), the part shows as soon as it has loaded.
    void (container.firstChild ? wanted(container) : Promise.resolve())
      .then(() => loadPart(part))
      .then(() => {
        if (left) return;
        const Part = componentOf(part);
        const tree = (
          <>
            <Part {...latest.current} />
            <Live container={container} />
          </>
        );
        // As a transition, hydrating yields to the browser every few milliseconds (as the page's own does).
        startTransition(() => {
          if (sameProps(latest.current, sent.current) && container.firstChild) root.current = hydrateRoot(container, tree);
          else {
            container.replaceChildren();
            root.current = createRoot(container);
            root.current.render(tree);
          }
        });
      })
      .catch((err: unknown) => console.warn(`island ${part}: not started`, err));
    return () => {
      left = true;
      const made = root.current;
      root.current = null;
      // Not while React is committing the tree this one leaves.
      if (made) setTimeout(() => made.unmount(), 0);
    };
    // Once per mount: later props go to the root below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Props that changed since the root was made (a navigation to the other language) render it again.
  const shown = useRef(props);
  useEffect(() => {
    if (!root.current || sameProps(shown.current, props)) return;
    shown.current = props;
    const Part = componentOf(part);
    root.current.render(<Part {...props} />);
  });

  if (typeof window === "undefined") {
    const Part = componentOf(part);
    return (
      <div className={className} data-island={part}>
        <Part {...props} />
      </div>
    );
  }
  // Hydrating, React leaves an element's content set by dangerouslySetInnerHTML as it is.
  return <div ref={element} className={className} data-island={part} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

/** Marks the island live once its root has committed: its handlers are attached (tests wait for it). */
function Live({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.dataset.live = "";
  }, [container]);
  return null;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
