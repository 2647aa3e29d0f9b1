import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "../../components/ui/icons";
import { endsOffer, OFFER_CLOSE_AFTER_MS, offerSequence, type OfferFrame } from "../../../domain/offers/offer-sequence";
import { forgetOffers, readOffers } from "./offer-storage";

// The post-signup offer modal: a partner's offer in a frame, the first then the second. The
// close control (and Escape) come after 10 seconds; the backdrop never closes it; the offer's
// page ends its turn with a message, and the next offer (or nothing) follows. The platform's
// modal <dialog> keeps focus inside and the page behind inert.

/** The kept offers' frames. */
function keptFrames(): OfferFrame[] {
  const offers = readOffers();
  return offers ? offerSequence(offers.offerUrl, offers.imsOfferUrl) : [];
}

export default function OfferModal() {
  const [frames] = useState(keptFrames);
  const [index, setIndex] = useState(0);
  const [closable, setClosable] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = frames[index];
  // Spent once the modal is on the page (not while rendering: a discarded render would lose them).
  useEffect(() => forgetOffers(), []);

  useEffect(() => {
    if (!frame) return;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    setClosable(false);
    const timer = window.setTimeout(() => setClosable(true), OFFER_CLOSE_AFTER_MS);
    const onMessage = (event: MessageEvent) => {
      if (endsOffer(frame.url, event.origin, event.data)) setIndex((i) => i + 1);
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("message", onMessage);
    };
  }, [frame]);

  if (!frame) return null;
  const close = () => setIndex(frames.length);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="offer-title"
      className="m-auto max-h-[95vh] w-[calc(100vw-1rem)] max-w-2xl rounded-lg bg-surface p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        // Escape: only once the close control is there.
        event.preventDefault();
        if (closable) close();
      }}
      data-testid="offer-modal"
    >
      <div className="mb-2 flex min-h-10 items-center justify-between">
        <h2 id="offer-title" className="text-lg font-semibold">
          A welcome offer from our partners
        </h2>
        {closable ? (
          <button
            type="button"
            onClick={close}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
            aria-label="Close"
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <iframe
        key={frame.url}
        src={frame.url}
        title="Partner offer"
        height={frame.height}
        className="block w-full rounded-md border border-slate-200"
        style={{ height: frame.height }}
        data-testid="offer-frame"
      />
    </dialog>
  );
}
