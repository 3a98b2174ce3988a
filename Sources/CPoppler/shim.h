// poppler-glib for PDF text extraction with word positions.
#include <poppler.h>
#include <glib.h>
#include <glib-object.h>
