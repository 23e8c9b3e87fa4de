# Refusals of issue 32 (trust, third pass): times that are no times, files that are no files.

claim-bad-time = A claim needs a real time (seconds since 1970): not NaN or infinity. Nothing was changed.
position-not-a-file = { $kind ->
    [folder] it is a folder, not a file
    [pipe] it is a named pipe, not a file
    [device] it is a device, not a file
   *[other] it is not a regular file
} (a position is read only from a regular file of JSON text)
position-unreadable = the file cannot be read: { $why }
