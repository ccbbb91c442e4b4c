"""What the table shows: the state drawn after each change and the operations from one state to
the next (`paint`), the piles' markup and words, the help, the statistics' pictures, and the first
paint. Pure: strings and values in, strings and values out; it imports the engine, `storage`,
`play` and `messages`."""
