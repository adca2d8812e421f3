type ProductPhotoProps = {
  src: string;
  srcSet?: string;
  alt: string;
  /** Rendered width hint for the browser, e.g. '(min-width: 992px) 33vw, 100vw'. */
  sizes: string;
  width?: number;
  height?: number;
  /** Photos above the fold load eagerly; everything else waits until it is near the viewport. */
  eager?: boolean;
  className?: string;
};

/** A square product photo: srcset/sizes for the right width, width/height so the layout never jumps. */
export function ProductPhoto({
  src,
  srcSet,
  alt,
  sizes,
  width = 640,
  height = 640,
  eager = false,
  className,
}: ProductPhotoProps) {
  return (
    <img
      className={`product-photo${className ? ` ${className}` : ''}`}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
