import type { PageSeo } from "#src/domain/seo.ts";

/** Title, description, canonical link and Open Graph card of a public page (React hoists them into <head>). */
export function PageMeta({ title, description, url, image, type = "website" }: PageSeo) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
    </>
  );
}
