import RecipleaseCLI

await RecipleaseCommand.main()
