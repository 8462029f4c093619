CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
