-- A complaint's short video (modules/complaints owns this table): at most one per complaint, beside its photos.
-- The file lives in the video store under `object_name` (`<key>.mp4|.mov|.webm`), never with the public photo
-- files; its type, size and length are read from the file when it is received (docs/decisions/059).
CREATE TABLE complaint_videos (
  complaint_id integer PRIMARY KEY REFERENCES complaints (id),
  object_name  text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('video/mp4', 'video/quicktime', 'video/webm')),
  bytes        bigint NOT NULL CHECK (bytes > 0),
  seconds      real NOT NULL CHECK (seconds > 0)
);
