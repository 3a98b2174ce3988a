// libxml2 for RSS, Atom, XML and HTML parsing.
// libxml2's headers pull in ICU when LIBXML_ICU_ENABLED is set, and ICU's
// symbols clash with the copy inside Foundation: undefine it first.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/xpath.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
