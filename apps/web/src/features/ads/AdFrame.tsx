// An HTML ad in a sandboxed frame: allow-scripts without allow-same-origin gives it an opaque origin, so
// it cannot read our page, its storage, the token or the cookies; without allow-top-navigation it cannot
// move the page. Its address is ours (/api/ads/frame/:id), which adds a policy of its own and sends its
// links through our signed click link; the advertiser's page opens in a tab of its own, out of the sandbox.
export function AdFrame({ title, src, room }: { title: string; src: string; room: string }) {
  return (
    <iframe
      title={title}
      src={src}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      className={`${room} w-full rounded-xl border-0 bg-stone-900`}
    />
  );
}
