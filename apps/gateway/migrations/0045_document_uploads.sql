-- Documents (PDF and ZIP) join images and videos as an upload kind: course attachments and
-- project documents.
ALTER TABLE uploads DROP CONSTRAINT uploads_kind_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_kind_check CHECK (kind IN ('image', 'video', 'document'));
